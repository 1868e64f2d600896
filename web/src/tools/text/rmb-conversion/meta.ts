import { MoneyCollectOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'rmb-conversion',
  path: '/RMBConversion',
  section: 'text',
  tile: true,
  icon: MoneyCollectOutlined,
  color: '#c41d7f',
  privacy: 'local',
  load: () => import('./RmbConversionTool'),
};
