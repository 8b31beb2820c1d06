import type { ThemeConfig } from 'antd';

export const BRAND_BLUE = '#1d4ed8';

/** Noto Sans Bengali (bundled) draws the taka sign where the system fonts have no glyph for it. */
export const APP_FONT_FAMILY = "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans Bengali', sans-serif";

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_BLUE,
    colorInfo: BRAND_BLUE,
    borderRadius: 8,
    colorBgLayout: '#f3f5f9',
    fontFamily: APP_FONT_FAMILY,
  },
  components: {
    Layout: { siderBg: '#0f1b35', triggerBg: '#0b1529', headerBg: '#ffffff', headerPadding: '0 24px', headerHeight: 64 },
    Menu: { darkItemBg: '#0f1b35', darkSubMenuItemBg: '#0b1529', darkItemSelectedBg: BRAND_BLUE },
    Table: { headerBg: '#f7f8fb' },
    Card: { paddingLG: 20 },
  },
};
