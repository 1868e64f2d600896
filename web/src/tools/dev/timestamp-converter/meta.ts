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
  // The time-zone database (115 KB) comes once the page is drawn; until it answers, the
  // current time is read with the browser's own zone data (browserNow.ts).
  wasmAfterPaint: ['tz'],
};
