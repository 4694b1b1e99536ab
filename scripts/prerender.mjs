// Prerendering of public pages (landing hero) is added by the app-shell work; until then a no-op.
