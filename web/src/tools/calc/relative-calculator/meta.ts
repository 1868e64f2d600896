import { TeamOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'relative-calculator',
  path: '/RelativeCalculator',
  section: 'calc',
  tile: true,
  icon: TeamOutlined,
  color: '#ad4e00',
  privacy: 'local',
  load: () => import('./RelativeCalculatorTool'),
};
