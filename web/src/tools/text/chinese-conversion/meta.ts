import { SwapOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'chinese-conversion',
  path: '/ChineseConversion',
  section: 'text',
  tile: true,
  icon: SwapOutlined,
  color: '#cf1322',
  privacy: 'local',
  load: () => import('./ChineseConversionTool'),
  // Its first screen runs no Rust: OpenCC (a quarter of a megabyte) comes once it is drawn,
  // and the conversions run in the worker.
  wasmAfterPaint: ['opencc'],
};
