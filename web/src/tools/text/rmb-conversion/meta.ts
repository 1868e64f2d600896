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
  // Plain HTML controls and our CSS: the page loads no antd (README, "Tools without antd").
  antd: false,
  load: () => import('./RmbConversionTool'),
};
