/**
 * The dashboard frame shared by the home page and every tool: fixed dark side menu (200 px,
 * collapsing to a button below the md breakpoint), header, content, footer.
 */
import { Breadcrumb, Layout } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useMatches } from 'react-router-dom';
import type { ToolMeta } from '../tools/types';
import { Footer } from './Footer';
import { RouteProgress } from './RouteProgress';
import { SideMenu } from './SideMenu';
import './layout.css';

export const SIDER_WIDTH = 200;

function useCurrentTool(): ToolMeta | undefined {
  const matches = useMatches();
  for (const match of matches) {
    const handle = match.handle as { tool?: ToolMeta } | undefined;
    if (handle?.tool) return handle.tool;
  }
  return undefined;
}

export function AppLayout() {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(false);
  const [narrow, setNarrow] = useState(false);
  const tool = useCurrentTool();

  return (
    <Layout className="app-layout">
      <RouteProgress />
      <Layout.Sider
        className="app-sider"
        width={SIDER_WIDTH}
        theme="dark"
        breakpoint="md"
        collapsedWidth={0}
        collapsed={collapsed}
        onCollapse={setCollapsed}
        onBreakpoint={(broken) => {
          setNarrow(broken);
          setCollapsed(broken);
        }}
        zeroWidthTriggerStyle={{ top: 12 }}
      >
        <SideMenu onNavigate={() => narrow && setCollapsed(true)} />
      </Layout.Sider>
      <Layout className="app-main" style={{ marginLeft: narrow ? 0 : SIDER_WIDTH }}>
        <Layout.Header className="app-header">
          {tool ? (
            <Breadcrumb
              items={[
                { title: <Link to="/">{t('menu.home')}</Link> },
                { title: <Link to={`/#${tool.section}`}>{t(`sections.${tool.section}`)}</Link> },
                { title: t(`tools:${tool.id}.title`) },
              ]}
            />
          ) : (
            <span className="app-header-tagline">{t('home.tagline')}</span>
          )}
        </Layout.Header>
        <Layout.Content className="app-content">
          <Outlet />
        </Layout.Content>
        <Footer />
      </Layout>
    </Layout>
  );
}
