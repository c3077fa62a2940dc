#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace Ei::Ui {

// A non-modal message strip above the content (KMessageWidget-like), for network problems: it
// never blocks and offers Retry.
class Banner final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Banner)

public:
    explicit Banner(QWidget *parent = nullptr);
    ~Banner() override;

    void showProblem(const QString &message, bool retryable = true);
    QString message() const;
    QPushButton *retryButton() const { return m_retry; }

Q_SIGNALS:
    void retryRequested();
    void dismissed();

private:
    QLabel *m_text = nullptr;
    QPushButton *m_retry = nullptr;
};

} // namespace Ei::Ui
