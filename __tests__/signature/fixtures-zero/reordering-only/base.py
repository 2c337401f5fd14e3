LIMIT = 3


def a(x):
    return x


class K:
    def first(self):
        """First."""

    def second(self, y):
        return y
