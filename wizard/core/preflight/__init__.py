"""Library preflight: read import tables, resolve them the way the loader will, name the first missing link."""
