import { SyncOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'coin-flip',
  path: '/CoinFlip',
  section: 'fun',
  tile: true,
  icon: SyncOutlined,
  color: '#d4b106',
  privacy: 'local',
  load: () => import('./CoinFlipTool'),
};
