// The row list's filter bar in a narrow pane: its combos show an entry from its start (a narrow
// editable combo scrolled to the end read "ny status"), and what is chosen becomes the query.
#include <QComboBox>
#include <QLineEdit>
#include <QTest>

#include <ui/filterbar.h>

using Ei::Ui::FilterBar;

class TestFilterBar : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void narrowStatusComboShowsItsEntryFromTheStart_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<QStringList>("where");
        QTest::newRow("any status") << 0 << QStringList{};
        QTest::newRow("500") << 4 << QStringList{QStringLiteral("grobid0:status_code=500")};
        QTest::newRow("200") << 1 << QStringList{QStringLiteral("grobid0:status_code=200")};
    }
    void narrowStatusComboShowsItsEntryFromTheStart()
    {
        QFETCH(int, index);
        QFETCH(QStringList, where);
        FilterBar bar;
        bar.resize(260, bar.sizeHint().height());
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        QComboBox *combo = bar.statusCombo();
        combo->setCurrentIndex(index == 4 ? 2 : 4); // away first, so every row changes the entry
        combo->setCurrentIndex(index);
        QCOMPARE(combo->lineEdit()->cursorPosition(), 0);
        const auto query = bar.query();
        QVERIFY(query.has_value());
        QCOMPARE(query->where, where);
    }
};

QTEST_MAIN(TestFilterBar)
#include "tst_filterbar.moc"
