"""Small reusable widgets: finding rows, version rows with reasons, blocker and warning cards."""
