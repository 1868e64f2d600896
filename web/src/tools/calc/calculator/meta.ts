import { CalculatorOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'calculator',
  path: '/Calculator',
  section: 'calc',
  tile: true,
  icon: CalculatorOutlined,
  color: '#595959',
  privacy: 'local',
  load: () => import('./CalculatorTool'),
};
