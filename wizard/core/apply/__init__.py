"""``apply``: every step of a plan carried out headless, in order, through the same core steps as the GUI."""
