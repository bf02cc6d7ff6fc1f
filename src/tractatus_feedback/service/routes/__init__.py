"""The service's routers, one module per area of the site."""
