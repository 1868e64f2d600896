import { AppstoreOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'keyboard-tester',
  path: '/KeyboardTester',
  section: 'common',
  tile: true,
  icon: AppstoreOutlined,
  color: '#722ed1',
  privacy: 'local',
  load: () => import('./KeyboardTesterTool'),
};
