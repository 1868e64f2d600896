/** A button that reads a UTF-8 text file chosen by the user (nothing is uploaded anywhere). */
import { FolderOpenOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef } from 'react';
import { MAX_TEXT_LENGTH, ToolError } from '../../../core';

interface Props {
  label: string;
  onText: (text: string) => void;
  onError: (error: ToolError) => void;
}

export function OpenTextFile({ label, onText, onError }: Props) {
  const input = useRef<HTMLInputElement>(null);

  async function read(file: File) {
    // UTF-8 takes at most 4 bytes a character: anything larger than this is surely too long.
    if (file.size > MAX_TEXT_LENGTH * 4) {
      onError(new ToolError('common.too_large', { max: String(MAX_TEXT_LENGTH) }));
      return;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      onError(new ToolError('chinese.not_text'));
      return;
    }
    if (text.includes('\0')) {
      onError(new ToolError('chinese.not_text'));
      return;
    }
    onText(text.replace(/^\uFEFF/, ''));
  }

  return (
    <>
      <Button icon={<FolderOpenOutlined aria-hidden />} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".txt,text/plain"
        hidden
        data-testid="zh-file-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void read(file);
        }}
      />
    </>
  );
}
