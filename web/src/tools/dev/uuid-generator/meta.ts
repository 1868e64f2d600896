import { KeyOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'uuid-generator',
  path: '/UuidGenerator',
  section: 'dev',
  tile: true,
  icon: KeyOutlined,
  color: '#1677ff',
  privacy: 'local',
  load: () => import('./UuidGeneratorTool'),
  wasm: ['uuid'],
};
