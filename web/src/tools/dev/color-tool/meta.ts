import { BgColorsOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'color-tool',
  path: '/ColorTool',
  section: 'dev',
  tile: true,
  icon: BgColorsOutlined,
  color: '#f5222d',
  privacy: 'local',
  load: () => import('./ColorTool'),
  wasm: ['base'],
};
