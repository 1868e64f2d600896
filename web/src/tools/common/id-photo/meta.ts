import { IdcardOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'id-photo',
  path: '/card-id',
  section: 'common',
  tile: true,
  icon: IdcardOutlined,
  color: '#1677ff',
  privacy: 'local',
  load: () => import('./IdPhotoTool'),
};
