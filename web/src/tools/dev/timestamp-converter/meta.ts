import { FieldTimeOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'timestamp-converter',
  path: '/TimestampConverter',
  section: 'dev',
  tile: true,
  icon: FieldTimeOutlined,
  color: '#08979c',
  privacy: 'local',
  load: () => import('./TimestampConverterTool'),
  wasm: ['tz'],
};
