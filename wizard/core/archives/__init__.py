"""cuDNN archives: safe extraction, layout recognition and the zlibwapi.dll question."""
