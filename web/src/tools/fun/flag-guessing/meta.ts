import { FlagOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'flag-guessing',
  path: '/FlagGuessingPage',
  section: 'fun',
  tile: true,
  icon: FlagOutlined,
  color: '#f5222d',
  privacy: 'local',
  // Plain HTML controls and our CSS: the page loads no antd (README, "Tools without antd").
  antd: false,
  load: () => import('./FlagGuessingTool'),
  wasm: ['base'],
};
