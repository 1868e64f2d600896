/** Sorts a long result off the page's thread (a million lines take seconds to collate). */
import { sortLines } from './collate';

self.onmessage = (event: MessageEvent<{ text: string; descending: boolean }>) => {
  const { text, descending } = event.data;
  self.postMessage(sortLines(text, descending));
};
