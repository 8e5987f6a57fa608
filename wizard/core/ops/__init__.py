"""Operations that change the machine, their journal, undo and the plan -> preview -> apply runner."""
