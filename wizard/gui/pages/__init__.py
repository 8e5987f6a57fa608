"""Wizard pages: each a thin view over the shared session and one core step."""
