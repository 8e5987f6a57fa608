"""``check``: what changed since the wizard set this computer up, what that breaks, and the fix for each."""
