// A side menu that is permanent on wide screens and a drawer with a top bar and menu button on phones; both keep
// a way back to the public site and the account menu (switch account, sign out).
import {
  AppBar,
  Badge,
  Box,
  CssBaseline,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { LABELS } from '../../components/labels';
import { AreaThemeProvider } from './AreaThemeProvider';
import { areaTheme } from './theme';
import { Icon } from '../../components/Icon';
import { ICONS } from '../../components/icons';
import { AccountArea } from '../../shell/TopBar';

const ACCOUNT_ROW = { display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 } as const;

/** `badge` shows a count beside the entry (the admin menu's security alerts). */
export type SideMenuItem = { to: string; label: string; badge?: number };

type Props = { title: string; width: number; items: SideMenuItem[]; children: ReactNode };

export function SideMenuLayout({ title, width, items, children }: Props) {
  const wide = useMediaQuery(areaTheme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const menu = (
    <>
      <Toolbar>
        <Typography variant="h6" component="p" noWrap>
          {title}
        </Typography>
      </Toolbar>
      <List component="nav" aria-label={title}>
        {/* Wide screens have it above the page instead. */}
        {!wide && (
          <ListItemButton component={Link} to="/" onClick={() => setOpen(false)}>
            <ListItemText primary={`← ${LABELS.backToSite}`} />
          </ListItemButton>
        )}
        {items.map((item) => (
          <ListItemButton
            key={item.to}
            component={Link}
            to={item.to}
            selected={pathname === item.to}
            aria-current={pathname === item.to ? 'page' : undefined}
            onClick={() => setOpen(false)}
          >
            <ListItemText primary={item.label} />
            {item.badge ? (
              <Badge
                badgeContent={item.badge}
                color="error"
                max={99}
                sx={{ mr: 1 }}
                aria-label={LABELS.alerts(item.badge)}
              />
            ) : null}
          </ListItemButton>
        ))}
      </List>
    </>
  );
  return (
    <AreaThemeProvider>
      <CssBaseline />
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        {!wide && (
          <AppBar position="fixed" color="default" elevation={1}>
            <Toolbar>
              <IconButton aria-label={LABELS.menu} edge="start" onClick={() => setOpen(true)} sx={{ mr: 1 }}>
                <Icon path={ICONS.menu} size={24} />
              </IconButton>
              <Typography component="p" variant="h6" noWrap sx={{ flex: 1, minWidth: 0 }}>
                {title}
              </Typography>
              <Box sx={ACCOUNT_ROW}>
                <AccountArea />
              </Box>
            </Toolbar>
          </AppBar>
        )}
        <Drawer
          variant={wide ? 'permanent' : 'temporary'}
          open={wide || open}
          onClose={() => setOpen(false)}
          ModalProps={{ keepMounted: true }}
          sx={{ width, flexShrink: 0, '& .MuiDrawer-paper': { width, boxSizing: 'border-box' } }}
        >
          {menu}
        </Drawer>
        <Box component="main" id="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
          {!wide && <Toolbar />}
          {wide && (
            <Box component="header" sx={{ display: 'flex', justifyContent: 'space-between', mb: 2 }}>
              <Typography component={Link} to="/" sx={{ color: 'primary.main', alignSelf: 'center' }}>
                {`← ${LABELS.backToSite}`}
              </Typography>
              <Box sx={ACCOUNT_ROW}>
                <AccountArea />
              </Box>
            </Box>
          )}
          {children}
        </Box>
      </Box>
    </AreaThemeProvider>
  );
}
