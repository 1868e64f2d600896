import { ColumnWidthOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'unit-converter',
  path: '/UnitConverter',
  section: 'calc',
  tile: true,
  icon: ColumnWidthOutlined,
  color: '#096dd9',
  privacy: 'local',
  load: () => import('./UnitConverterTool'),
  wasm: ['math'],
};
