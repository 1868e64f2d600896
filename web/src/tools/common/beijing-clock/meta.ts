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
  network: 'optional',
  load: () => import('./BeijingClockTool'),
  wasm: ['base'],
};
