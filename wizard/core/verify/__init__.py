"""GPU verification: run the in-env proof script, parse its JSON, explain each check in plain words."""
