import { CompassOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'compass',
  path: '/Compass',
  section: 'common',
  tile: true,
  icon: CompassOutlined,
  color: '#52c41a',
  privacy: 'local',
  load: () => import('./CompassTool'),
};
