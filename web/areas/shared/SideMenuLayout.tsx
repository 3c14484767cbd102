// A side menu that is permanent on wide screens and a drawer with a top bar and menu button on phones.
import {
  AppBar,
  Box,
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

export type SideMenuItem = { to: string; label: string };

type Props = { title: string; width: number; items: SideMenuItem[]; children: ReactNode };

export function SideMenuLayout({ title, width, items, children }: Props) {
  const wide = useMediaQuery('(min-width:900px)');
  const [open, setOpen] = useState(false);
  const location = useLocation();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {!wide && (
        <AppBar position="fixed" color="default" elevation={1}>
          <Toolbar>
            <IconButton aria-label="Menu" edge="start" onClick={() => setOpen(true)}>
              ☰
            </IconButton>
            <Typography>{title}</Typography>
          </Toolbar>
        </AppBar>
      )}
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || open}
        onClose={() => setOpen(false)}
        sx={{ width, flexShrink: 0, '& .MuiDrawer-paper': { width, boxSizing: 'border-box' } }}
      >
        <Toolbar>
          <Typography variant="h6">{title}</Typography>
        </Toolbar>
        <List component="nav">
          {items.map((item) => (
            <ListItemButton
              key={item.to}
              component={Link}
              to={item.to}
              selected={location.pathname === item.to}
              onClick={() => setOpen(false)}
            >
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <Box component="main" sx={{ flex: 1, p: 2, mt: wide ? 0 : 8, minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}
