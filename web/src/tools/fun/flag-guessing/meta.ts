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
  load: () => import('./FlagGuessingTool'),
  wasm: ['base'],
};
