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
  wasm: ['opencc'],
};
