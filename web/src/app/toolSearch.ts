/** Searching the tool catalogue, shared by the home page, the Ctrl/⌘-K palette and the 404. */
import i18n from '../i18n';
import { TOOLS } from '../tools/registry';
import type { ToolMeta, ToolText } from '../tools/types';
import toolPinyin from 'virtual:tool-pinyin';
import { matchesQuery } from './search';

export function toolTexts(id: string): (ToolText | undefined)[] {
  return ['en-US', 'zh-CN'].map(
    (lng) => i18n.getResource(lng, 'tools', id) as ToolText | undefined,
  );
}

export function searchTools(query: string, tools: readonly ToolMeta[] = TOOLS): ToolMeta[] {
  return tools.filter((tool) => matchesQuery(query, toolTexts(tool.id), toolPinyin[tool.id]));
}

/** The tool whose route equals `path` but for letter case (`/calculator` → `/Calculator`). */
export function caseOnlyMatch(path: string): ToolMeta | undefined {
  const lower = path.toLowerCase().replace(/\/+$/, '');
  return TOOLS.find((tool) => tool.path.toLowerCase() === lower);
}
