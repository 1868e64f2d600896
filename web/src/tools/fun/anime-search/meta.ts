import { PictureOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'anime-search',
  path: '/AnimeSearch',
  section: 'fun',
  tile: true,
  icon: PictureOutlined,
  color: '#9254de',
  privacy: 'proxied',
  network: 'required',
  load: () => import('./AnimeSearchTool'),
};
