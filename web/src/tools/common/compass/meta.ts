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
  // Plain HTML controls and our CSS: the page loads no antd (README, "Tools without antd").
  antd: false,
  load: () => import('./CompassTool'),
};
