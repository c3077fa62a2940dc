
,
testrow1 testcolumn1ãº‹ç$"
testvalue1
N
testrow1 testcolumn2ÇÉÎğ$"
testvalue2 testcolumn3°âç¹Ÿ$"
testvalue3