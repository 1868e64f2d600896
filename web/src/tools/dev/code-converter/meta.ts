import { QrcodeOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'code-converter',
  path: '/CodeConverter',
  section: 'dev',
  tile: true,
  icon: QrcodeOutlined,
  color: '#000000',
  privacy: 'local',
  load: () => import('./CodeConverterTool'),
  wasm: ['codes'],
};
