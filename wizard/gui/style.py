"""The wizard's look: a calm, readable style sheet with the status colours used everywhere.

The Welcome page needs none of it: the sheet is set after the first paint, so keep it off that page.
"""

from __future__ import annotations

GREEN = "#2e7d32"
RED = "#c62828"
INFO = "#546e7a"

STYLE_SHEET = f"""
QWizardPage {{ font-size: 10pt; }}
QLabel#sectionTitle {{ font-weight: bold; font-size: 11pt; color: #263238; margin-top: 6px; }}
QFrame#findingRow, QFrame#noticeCard {{ background: #fafafa; border: 1px solid #e0e0e0;
                                       border-left: 4px solid #9e9e9e; border-radius: 4px; }}
QFrame#findingRow[level="ok"] {{ border-left-color: {GREEN}; }}
QFrame#findingRow[level="info"] {{ border-left-color: {INFO}; }}
QFrame#findingRow[level="warn"], QFrame#noticeCard[level="warn"] {{ border-left-color: #e69500;
                                                                    background: #fff8e6; }}
QFrame#findingRow[level="error"], QFrame#noticeCard[level="error"] {{ border-left-color: {RED};
                                                                      background: #fdecea; }}
QFrame#findingRow QLabel, QFrame#noticeCard QLabel {{ background: transparent; border: none; }}
QLabel#findingTitle {{ font-weight: bold; color: #263238; }}
QLabel#findingDetails {{ color: #546e7a; font-family: monospace; }}
QLabel#noticeFix {{ color: #263238; }}
QFrame#versionTable {{ background: #ffffff; border: 1px solid #e0e0e0; border-radius: 4px; }}
QLabel#versionLabel {{ font-weight: bold; color: #37474f; }}
QLabel#versionValue {{ color: #1b5e20; font-weight: bold; }}
QFrame#banner {{ border-radius: 4px; padding: 6px; }}
QFrame#banner[level="error"] {{ background: #fdecea; border: 1px solid {RED}; }}
QFrame#banner[level="info"] {{ background: #e8f1fb; border: 1px solid #90caf9; }}
QListWidget#planList::item {{ border-bottom: 1px solid #eeeeee; }}
QListWidget#planList::item:selected {{ background: #e3f2fd; border: 1px solid #64b5f6; }}
QLabel#newestNote {{ background: #e8f1fb; border: 1px solid #90caf9; border-radius: 4px; padding: 6px; }}
QLabel#findingAdvice {{ color: #263238; }}
"""
