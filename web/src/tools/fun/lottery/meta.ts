import { GiftOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'lottery',
  path: '/Lottery',
  section: 'fun',
  tile: true,
  icon: GiftOutlined,
  color: '#eb2f96',
  privacy: 'local',
  load: () => import('./LotteryTool'),
};
