import { GlobalOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'international-clock',
  path: '/InternationalClock',
  section: 'common',
  tile: true,
  icon: GlobalOutlined,
  color: '#2f54eb',
  privacy: 'local',
  load: () => import('./InternationalClockTool'),
  wasm: ['tz'],
};
