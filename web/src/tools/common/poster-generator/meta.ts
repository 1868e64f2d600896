import { LayoutOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'poster-generator',
  path: '/PosterGenerator',
  section: 'common',
  tile: false,
  icon: LayoutOutlined,
  color: '#13a8a8',
  privacy: 'local',
  load: () => import('./PosterGeneratorTool'),
};
