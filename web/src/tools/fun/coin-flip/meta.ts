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
  // Drawn with the shell's light controls (shared/lightControls.css): no antd on this page.
  antd: false,
  load: () => import('./CoinFlipTool'),
};
