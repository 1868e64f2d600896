import { PhoneOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'phone-location',
  path: '/PhoneLocationChecker',
  section: 'common',
  tile: true,
  icon: PhoneOutlined,
  color: '#fa541c',
  privacy: 'local',
  load: () => import('./PhoneLocationTool'),
};
