import { ClockCircleOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'beijing-clock',
  path: '/clock',
  section: 'common',
  tile: true,
  icon: ClockCircleOutlined,
  color: '#13c2c2',
  privacy: 'local',
  // Plain HTML controls and our CSS: the page loads no antd (README, "Tools without antd").
  antd: false,
  load: () => import('./BeijingClockTool'),
  wasm: ['base'],
};
