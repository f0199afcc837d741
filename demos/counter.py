"""Counter: the smallest live page. The state is a plain Python object."""


class Counter:
    def __init__(self) -> None:
        self.count = 0
        self.step = 1

    def add(self, amount: int) -> None:
        self.count += int(amount or 0)  # an emptied step field gives ""

    def reset(self) -> None:
        self.count = 0
