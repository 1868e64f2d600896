import { HighlightOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'watermark',
  path: '/WatermarkGenerator',
  section: 'common',
  tile: true,
  icon: HighlightOutlined,
  color: '#fa8c16',
  privacy: 'local',
  load: () => import('./WatermarkTool'),
};
