"""Verified, resumable, multi-connection downloads: engine, cache, local files, sources and network."""
