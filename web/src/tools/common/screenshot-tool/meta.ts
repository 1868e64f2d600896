import { ScissorOutlined } from '@ant-design/icons';
import type { ToolMeta } from '../../types';

export const meta: ToolMeta = {
  id: 'screenshot-tool',
  path: '/ScreenshotTool',
  section: 'common',
  tile: true,
  icon: ScissorOutlined,
  color: '#eb2f96',
  privacy: 'local',
  load: () => import('./ScreenshotTool'),
};
