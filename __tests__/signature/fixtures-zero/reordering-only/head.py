class K:
    def second(self, y):
        return y

    def first(self):
        """First."""


def a(x):
    return x


LIMIT = 3
